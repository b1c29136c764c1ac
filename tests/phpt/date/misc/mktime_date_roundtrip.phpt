--TEST--
mktime() and date() agree
--FILE--
<?php
date_default_timezone_set('America/Chicago');
foreach ([[2021,1,1],[2021,3,14],[2021,11,7],[1999,12,31],[2038,1,19]] as [$y,$m,$d]) {
    $t = mktime(12, 0, 0, $m, $d, $y);
    echo $t, ' ', date('Y-m-d H:i:s T', $t), ' ', var_export(checkdate($m, $d, $y), true), "\n";
}
?>
--EXPECT--
1609524000 2021-01-01 12:00:00 CST true
1615741200 2021-03-14 12:00:00 CDT true
1636308000 2021-11-07 12:00:00 CST true
946663200 1999-12-31 12:00:00 CST true
2147536800 2038-01-19 12:00:00 CST true
