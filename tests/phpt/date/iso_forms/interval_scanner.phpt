--TEST--
DateInterval: separators, repeated parts, recurrences and field widths
--FILE--
<?php
foreach ([
    'P1D/P1D', 'P1D P2D', 'P1D,P1D', 'P1DP1D', 'P1Y/P2Y', 'P1W2D', 'P1Y2M3W', 'P2W',
    'R5/P1D', 'R2/2012-07-01T00:00:00Z/P1D', '2012-07-01T00:00:00Z/P1D',
    ' P1D', "P1D\n", "\nP1D", "P1D\0", "\x0bP1D\r\x0c", 'P1D.', '.P1D', 'P1D//',
    'PT36H', 'PT0S', 'P01Y', 'P000000000001D', 'P123456789012D',
    'P123456789012Y', 'P123456789012M', 'PT123456789012H', 'PT123456789012M',
    'PT123456789012S', 'P123456789012W', 'P999999999W', 'P2147483648D',
    'P4294967295D', 'P4294967296D', 'P1D/P2147483647D',
] as $s) {
    try {
        $i = new DateInterval($s);
        echo json_encode($s), " => ", $i->format('%y %m %d %h %i %s %R %a'), "\n";
    } catch (Throwable $e) {
        echo json_encode($s), ' ', get_class($e), ': ', json_encode($e->getMessage()), "\n";
    }
}
?>
--EXPECT--
"P1D\/P1D" => 0 0 2 0 0 0 + (unknown)
"P1D P2D" => 0 0 3 0 0 0 + (unknown)
"P1D,P1D" => 0 0 2 0 0 0 + (unknown)
"P1DP1D" => 0 0 2 0 0 0 + (unknown)
"P1Y\/P2Y" => 2 0 0 0 0 0 + (unknown)
"P1W2D" => 0 0 9 0 0 0 + (unknown)
"P1Y2M3W" => 1 2 21 0 0 0 + (unknown)
"P2W" => 0 0 14 0 0 0 + (unknown)
"R5\/P1D" => 0 0 1 0 0 0 + (unknown)
"R2\/2012-07-01T00:00:00Z\/P1D" => 0 0 1 0 0 0 + (unknown)
"2012-07-01T00:00:00Z\/P1D" => 0 0 1 0 0 0 + (unknown)
" P1D" => 0 0 1 0 0 0 + (unknown)
"P1D\n" => 0 0 1 0 0 0 + (unknown)
"\nP1D" => 0 0 1 0 0 0 + (unknown)
"P1D\u0000" => 0 0 1 0 0 0 + (unknown)
"\u000bP1D\r\f" => 0 0 1 0 0 0 + (unknown)
"P1D." => 0 0 1 0 0 0 + (unknown)
".P1D" => 0 0 1 0 0 0 + (unknown)
"P1D\/\/" => 0 0 1 0 0 0 + (unknown)
"PT36H" => 0 0 0 36 0 0 + (unknown)
"PT0S" => 0 0 0 0 0 0 + (unknown)
"P01Y" => 1 0 0 0 0 0 + (unknown)
"P000000000001D" => 0 0 1 0 0 0 + (unknown)
"P123456789012D" => 0 0 -1097262572 0 0 0 + (unknown)
"P123456789012Y" => -1097262572 0 0 0 0 0 + (unknown)
"P123456789012M" => 0 -1097262572 0 0 0 0 + (unknown)
"PT123456789012H" => 0 0 0 -1097262572 0 0 + (unknown)
"PT123456789012M" => 0 0 0 0 -1097262572 0 + (unknown)
"PT123456789012S" => 0 0 0 0 0 123456789012 + (unknown)
"P123456789012W" => 0 0 909096588 0 0 0 + (unknown)
"P999999999W" => 0 0 -1589934599 0 0 0 + (unknown)
"P2147483648D" => 0 0 -2147483648 0 0 0 + (unknown)
"P4294967295D" => 0 0 -1 0 0 0 + (unknown)
"P4294967296D" => 0 0 0 0 0 0 + (unknown)
"P1D\/P2147483647D" => 0 0 -2147483648 0 0 0 + (unknown)
