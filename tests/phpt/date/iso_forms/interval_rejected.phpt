--TEST--
DateInterval: strings php refuses (negative, fractional, bad fields, bad order)
--FILE--
<?php
foreach ([
    '', 'P', 'PT', 'P1DT', 'p1d', 'P1d', 'P-1D', 'P+1D', 'PT-1H', 'P1DT-1H',
    'PT1.5S', 'P1.5D', 'P1,5D', 'P0.5Y', 'P1Y2M3DT4H5M6.7S',
    'P1Y1Y', 'PT1H1H', 'P1M2Y', 'P1D1W', 'P1S', 'PT1D', 'P1H', 'P1D2',
    'P0001-02-03', 'P0001-02-03T04:05', 'P00010203T040506', 'P0001-2-3T4:5:6',
    'P0001-13-03T04:05:06', 'P0001-12-32T04:05:06', 'P0001-12-31T25:00:00',
    'P0001-12-31T23:60:06', 'P0001-12-31T23:59:60', 'P10000-01-01T00:00:00',
    'P-0001-02-03T04:05:06', 'P0001-02-03T04:05:06Z', 'P0001-02-03T04:05:06.5',
    'P0001-02-03 04:05:06', "P\t1D", "P1D\x0bP1D", 'RP1D', 'R', 'P1234567890123D',
    "P1D\0junk", "junk\0P1D", 'x', '2012-07-01T00:00:00',
] as $s) {
    try {
        $i = new DateInterval($s);
        echo json_encode($s), " accepted: ", $i->format('%y %m %d %h %i %s'), "\n";
    } catch (Throwable $e) {
        echo json_encode($s), ' ', get_class($e), ': ', json_encode($e->getMessage()), "\n";
    }
}
?>
--EXPECT--
"" Exception: "Unknown or bad format ()"
"P" Exception: "Unknown or bad format (P)"
"PT" Exception: "Unknown or bad format (PT)"
"P1DT" Exception: "Unknown or bad format (P1DT)"
"p1d" Exception: "Unknown or bad format (p1d)"
"P1d" Exception: "Unknown or bad format (P1d)"
"P-1D" Exception: "Unknown or bad format (P-1D)"
"P+1D" Exception: "Unknown or bad format (P+1D)"
"PT-1H" Exception: "Unknown or bad format (PT-1H)"
"P1DT-1H" Exception: "Unknown or bad format (P1DT-1H)"
"PT1.5S" Exception: "Unknown or bad format (PT1.5S)"
"P1.5D" Exception: "Unknown or bad format (P1.5D)"
"P1,5D" Exception: "Unknown or bad format (P1,5D)"
"P0.5Y" Exception: "Unknown or bad format (P0.5Y)"
"P1Y2M3DT4H5M6.7S" Exception: "Unknown or bad format (P1Y2M3DT4H5M6.7S)"
"P1Y1Y" Exception: "Unknown or bad format (P1Y1Y)"
"PT1H1H" Exception: "Unknown or bad format (PT1H1H)"
"P1M2Y" Exception: "Unknown or bad format (P1M2Y)"
"P1D1W" Exception: "Unknown or bad format (P1D1W)"
"P1S" Exception: "Unknown or bad format (P1S)"
"PT1D" Exception: "Unknown or bad format (PT1D)"
"P1H" Exception: "Unknown or bad format (P1H)"
"P1D2" Exception: "Unknown or bad format (P1D2)"
"P0001-02-03" Exception: "Unknown or bad format (P0001-02-03)"
"P0001-02-03T04:05" Exception: "Unknown or bad format (P0001-02-03T04:05)"
"P00010203T040506" Exception: "Unknown or bad format (P00010203T040506)"
"P0001-2-3T4:5:6" Exception: "Unknown or bad format (P0001-2-3T4:5:6)"
"P0001-13-03T04:05:06" Exception: "Unknown or bad format (P0001-13-03T04:05:06)"
"P0001-12-32T04:05:06" Exception: "Unknown or bad format (P0001-12-32T04:05:06)"
"P0001-12-31T25:00:00" Exception: "Unknown or bad format (P0001-12-31T25:00:00)"
"P0001-12-31T23:60:06" Exception: "Unknown or bad format (P0001-12-31T23:60:06)"
"P0001-12-31T23:59:60" Exception: "Unknown or bad format (P0001-12-31T23:59:60)"
"P10000-01-01T00:00:00" Exception: "Unknown or bad format (P10000-01-01T00:00:00)"
"P-0001-02-03T04:05:06" Exception: "Unknown or bad format (P-0001-02-03T04:05:06)"
"P0001-02-03T04:05:06Z" Exception: "Unknown or bad format (P0001-02-03T04:05:06Z)"
"P0001-02-03T04:05:06.5" Exception: "Unknown or bad format (P0001-02-03T04:05:06.5)"
"P0001-02-03 04:05:06" Exception: "Unknown or bad format (P0001-02-03 04:05:06)"
"P\t1D" Exception: "Unknown or bad format (P\t1D)"
"P1D\u000bP1D" Exception: "Unknown or bad format (P1D\u000bP1D)"
"RP1D" Exception: "Unknown or bad format (RP1D)"
"R" Exception: "Unknown or bad format (R)"
"P1234567890123D" Exception: "Unknown or bad format (P1234567890123D)"
"P1D\u0000junk" Exception: "Unknown or bad format (P1D)"
"junk\u0000P1D" Exception: "Unknown or bad format (junk)"
"x" Exception: "Unknown or bad format (x)"
"2012-07-01T00:00:00" Exception: "Unknown or bad format (2012-07-01T00:00:00)"
