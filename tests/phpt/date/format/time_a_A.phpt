--TEST--
date() format characters a A
--FILE--
<?php
date_default_timezone_set('America/New_York');
foreach ([0, 1700000000, 951782400, 1234567890, -1000000000, 1609459199, 1583020800, 2147483647] as $ts) {
    echo $ts, ': ', date('a A', $ts), ' | ', gmdate('a A', $ts), "\n";
}
?>
--EXPECT--
0: pm PM | am AM
1700000000: pm PM | pm PM
951782400: pm PM | am AM
1234567890: pm PM | pm PM
-1000000000: pm PM | pm PM
1609459199: pm PM | pm PM
1583020800: pm PM | am AM
2147483647: pm PM | am AM
