--TEST--
date() format characters e
--FILE--
<?php
date_default_timezone_set('America/New_York');
foreach ([0, 1700000000, 951782400, 1234567890, -1000000000, 1609459199, 1583020800, 2147483647] as $ts) {
    echo $ts, ': ', date('e', $ts), ' | ', gmdate('e', $ts), "\n";
}
?>
--EXPECT--
0: America/New_York | UTC
1700000000: America/New_York | UTC
951782400: America/New_York | UTC
1234567890: America/New_York | UTC
-1000000000: America/New_York | UTC
1609459199: America/New_York | UTC
1583020800: America/New_York | UTC
2147483647: America/New_York | UTC
