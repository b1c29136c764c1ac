--TEST--
date() format characters L
--FILE--
<?php
date_default_timezone_set('America/New_York');
foreach ([0, 1700000000, 951782400, 1234567890, -1000000000, 1609459199, 1583020800, 2147483647] as $ts) {
    echo $ts, ': ', date('L', $ts), ' | ', gmdate('L', $ts), "\n";
}
?>
--EXPECT--
0: 0 | 0
1700000000: 0 | 0
951782400: 1 | 1
1234567890: 0 | 0
-1000000000: 0 | 0
1609459199: 1 | 1
1583020800: 1 | 1
2147483647: 0 | 0
