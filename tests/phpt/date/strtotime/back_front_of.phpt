--TEST--
strtotime(): back of / front of
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['back of 7pm', 'front of 7pm', 'back of 19', 'front of 0'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'back of 7pm'                      => Tue 2023-11-14 19:15:00 UTC
'front of 7pm'                     => Tue 2023-11-14 18:45:00 UTC
'back of 19'                       => Tue 2023-11-14 19:15:00 UTC
'front of 0'                       => Mon 2023-11-13 23:45:00 UTC
