--TEST--
strtotime(): @timestamps
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['@0', '@1234567890', '@-1000', '@1234567890 +1 day', '@1700000000.5', '@2147483648'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'@0'                               => Thu 1970-01-01 00:00:00 UTC
'@1234567890'                      => Fri 2009-02-13 23:31:30 UTC
'@-1000'                           => Wed 1969-12-31 23:43:20 UTC
'@1234567890 +1 day'               => Sat 2009-02-14 23:31:30 UTC
'@1700000000.5'                    => Tue 2023-11-14 22:13:20 UTC
'@2147483648'                      => Tue 2038-01-19 03:14:08 UTC
