--TEST--
date() format characters F M
--FILE--
<?php
date_default_timezone_set('America/New_York');
foreach ([0, 1700000000, 951782400, 1234567890, -1000000000, 1609459199, 1583020800, 2147483647] as $ts) {
    echo $ts, ': ', date('F M', $ts), ' | ', gmdate('F M', $ts), "\n";
}
?>
--EXPECT--
0: December Dec | January Jan
1700000000: November Nov | November Nov
951782400: February Feb | February Feb
1234567890: February Feb | February Feb
-1000000000: April Apr | April Apr
1609459199: December Dec | December Dec
1583020800: February Feb | March Mar
2147483647: January Jan | January Jan
