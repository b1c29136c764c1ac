--TEST--
date() format characters D l
--FILE--
<?php
date_default_timezone_set('America/New_York');
foreach ([0, 1700000000, 951782400, 1234567890, -1000000000, 1609459199, 1583020800, 2147483647] as $ts) {
    echo $ts, ': ', date('D l', $ts), ' | ', gmdate('D l', $ts), "\n";
}
?>
--EXPECT--
0: Wed Wednesday | Thu Thursday
1700000000: Tue Tuesday | Tue Tuesday
951782400: Mon Monday | Tue Tuesday
1234567890: Fri Friday | Fri Friday
-1000000000: Sun Sunday | Sun Sunday
1609459199: Thu Thursday | Thu Thursday
1583020800: Sat Saturday | Sun Sunday
2147483647: Mon Monday | Tue Tuesday
