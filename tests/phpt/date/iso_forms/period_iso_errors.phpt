--TEST--
DatePeriod from an ISO 8601 string: bad strings and missing parts
--FILE--
<?php
foreach ([
    'bogus', '', ' ', "\x0b", 'R4/P7D/2012-07-01T00:00:00Z', 'P7D/2012-07-01T00:00:00Z',
    '2012-07-01T00:00:00Z/P7D', 'R4/2012-07-01T00:00:00Z', 'R0/2012-07-01T00:00:00Z/P7D',
    'R4/2012-07-01T00:00:00/P7D', '2012-07-01T00:00:00Z/2012-07-29T00:00:00Z', 'R0/P1D',
    'R0/2012-07-01T00:00:00Z', 'P1D', 'R3', 'R1/2012-07-01T00:00:00Z/P1D/R0',
    'R1/2012-07-01T00:00:00Z/P1D/R00000000001', 'R4/2012-07-01T00:00:00Z/P-1D',
    'R4/2012-07-01T00:00:00Z/PT1.5S', 'R4/2012-13-01T00:00:00Z/P1D',
    "R2/2012-07-01T00:00:00Z/P1D\0junk", "x/P1D\0junk", 'R2/2012-07-01 00:00:00Z/P1D',
] as $s) {
    try {
        $p = new DatePeriod($s);
        echo json_encode($s), ' accepted:';
        foreach ($p as $d) echo ' ', $d->format('Y-m-d');
        echo "\n";
    } catch (Throwable $e) {
        echo json_encode($s), ' ', get_class($e), ': ', json_encode($e->getMessage()), "\n";
    }
}
?>
--EXPECT--
"bogus" Exception: "Unknown or bad format (bogus)"
"" Exception: "Unknown or bad format ()"
" " Exception: "DatePeriod::__construct(): ISO interval must contain a start date, \" \" given"
"\u000b" Exception: "Unknown or bad format (\u000b)"
"R4\/P7D\/2012-07-01T00:00:00Z" Exception: "DatePeriod::__construct(): ISO interval must contain a start date, \"R4\/P7D\/2012-07-01T00:00:00Z\" given"
"P7D\/2012-07-01T00:00:00Z" Exception: "DatePeriod::__construct(): ISO interval must contain a start date, \"P7D\/2012-07-01T00:00:00Z\" given"
"2012-07-01T00:00:00Z\/P7D" Exception: "DatePeriod::__construct(): ISO interval must contain an end date or a recurrence count, \"2012-07-01T00:00:00Z\/P7D\" given"
"R4\/2012-07-01T00:00:00Z" Exception: "DatePeriod::__construct(): ISO interval must contain an interval, \"R4\/2012-07-01T00:00:00Z\" given"
"R0\/2012-07-01T00:00:00Z\/P7D" Exception: "DatePeriod::__construct(): ISO interval must contain an end date or a recurrence count, \"R0\/2012-07-01T00:00:00Z\/P7D\" given"
"R4\/2012-07-01T00:00:00\/P7D" Exception: "Unknown or bad format (R4\/2012-07-01T00:00:00\/P7D)"
"2012-07-01T00:00:00Z\/2012-07-29T00:00:00Z" Exception: "DatePeriod::__construct(): ISO interval must contain an interval, \"2012-07-01T00:00:00Z\/2012-07-29T00:00:00Z\" given"
"R0\/P1D" Exception: "DatePeriod::__construct(): ISO interval must contain a start date, \"R0\/P1D\" given"
"R0\/2012-07-01T00:00:00Z" Exception: "DatePeriod::__construct(): ISO interval must contain an interval, \"R0\/2012-07-01T00:00:00Z\" given"
"P1D" Exception: "DatePeriod::__construct(): ISO interval must contain a start date, \"P1D\" given"
"R3" Exception: "DatePeriod::__construct(): ISO interval must contain a start date, \"R3\" given"
"R1\/2012-07-01T00:00:00Z\/P1D\/R0" Exception: "DatePeriod::__construct(): ISO interval must contain an end date or a recurrence count, \"R1\/2012-07-01T00:00:00Z\/P1D\/R0\" given"
"R1\/2012-07-01T00:00:00Z\/P1D\/R00000000001" Exception: "DatePeriod::__construct(): ISO interval must contain an end date or a recurrence count, \"R1\/2012-07-01T00:00:00Z\/P1D\/R00000000001\" given"
"R4\/2012-07-01T00:00:00Z\/P-1D" Exception: "Unknown or bad format (R4\/2012-07-01T00:00:00Z\/P-1D)"
"R4\/2012-07-01T00:00:00Z\/PT1.5S" Exception: "Unknown or bad format (R4\/2012-07-01T00:00:00Z\/PT1.5S)"
"R4\/2012-13-01T00:00:00Z\/P1D" Exception: "Unknown or bad format (R4\/2012-13-01T00:00:00Z\/P1D)"
"R2\/2012-07-01T00:00:00Z\/P1D\u0000junk" Exception: "Unknown or bad format (R2\/2012-07-01T00:00:00Z\/P1D)"
"x\/P1D\u0000junk" Exception: "Unknown or bad format (x\/P1D)"
"R2\/2012-07-01 00:00:00Z\/P1D" Exception: "Unknown or bad format (R2\/2012-07-01 00:00:00Z\/P1D)"
