--TEST--
date() format characters T
--FILE--
<?php
date_default_timezone_set('America/New_York');
foreach ([0, 1700000000, 951782400, 1234567890, -1000000000, 1609459199, 1583020800, 2147483647] as $ts) {
    echo $ts, ': ', date('T', $ts), ' | ', gmdate('T', $ts), "\n";
}
?>
--EXPECT--
0: EST | GMT
1700000000: EST | GMT
951782400: EST | GMT
1234567890: EST | GMT
-1000000000: EDT | GMT
1609459199: EST | GMT
1583020800: EST | GMT
2147483647: EST | GMT
