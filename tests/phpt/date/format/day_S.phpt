--TEST--
date() format characters jS
--FILE--
<?php
date_default_timezone_set('America/New_York');
foreach ([0, 1700000000, 951782400, 1234567890, -1000000000, 1609459199, 1583020800, 2147483647] as $ts) {
    echo $ts, ': ', date('jS', $ts), ' | ', gmdate('jS', $ts), "\n";
}
?>
--EXPECT--
0: 31st | 1st
1700000000: 14th | 14th
951782400: 28th | 29th
1234567890: 13th | 13th
-1000000000: 24th | 24th
1609459199: 31st | 31st
1583020800: 29th | 1st
2147483647: 18th | 19th
