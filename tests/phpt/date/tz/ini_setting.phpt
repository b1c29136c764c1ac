--TEST--
date.timezone ini setting is the default zone
--INI--
date.timezone=Asia/Tokyo
--FILE--
<?php
var_dump(date_default_timezone_get());
var_dump(date('Y-m-d H:i T', 1700000000));
var_dump(ini_get('date.timezone'));
?>
--EXPECT--
string(10) "Asia/Tokyo"
string(20) "2023-11-15 07:13 JST"
string(10) "Asia/Tokyo"
