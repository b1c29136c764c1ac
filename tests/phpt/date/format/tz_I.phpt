--TEST--
date() format characters I
--FILE--
<?php
date_default_timezone_set('America/New_York');
foreach ([0, 1700000000, 951782400, 1234567890, -1000000000, 1609459199, 1583020800, 2147483647] as $ts) {
    echo $ts, ': ', date('I', $ts), ' | ', gmdate('I', $ts), "\n";
}
?>
--EXPECT--
0: 0 | 0
1700000000: 0 | 0
951782400: 0 | 0
1234567890: 0 | 0
-1000000000: 1 | 0
1609459199: 0 | 0
1583020800: 0 | 0
2147483647: 0 | 0
