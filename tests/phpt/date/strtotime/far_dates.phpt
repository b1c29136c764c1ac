--TEST--
strtotime(): dates far from the epoch
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['1000-01-01', '0500-06-15 12:00', '3000-12-31 23:59:59', '1900-02-28 +1 day', '1600-02-29', '2100-02-28 +1 day'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s', $t), "\n";
}
?>
--EXPECT--
'1000-01-01'                       => Wed 1000-01-01 00:00:00
'0500-06-15 12:00'                 => Tue 0500-06-15 12:00:00
'3000-12-31 23:59:59'              => Wed 3000-12-31 23:59:59
'1900-02-28 +1 day'                => Thu 1900-03-01 00:00:00
'1600-02-29'                       => Tue 1600-02-29 00:00:00
'2100-02-28 +1 day'                => Mon 2100-03-01 00:00:00
