--TEST--
mktime() with omitted arguments uses the current time
--FILE--
<?php
date_default_timezone_set('UTC');
$t = mktime(0);
var_dump(date('H', $t));
var_dump(date('Y-m-d', $t) === date('Y-m-d'));
var_dump(date('i', mktime(5, 7)));
var_dump(mktime(0, 0, 0, 1, 1, 2021) === mktime(0, 0, 0, 1, 1, 2021));
var_dump(mktime(0, null, null, 1, 1, 2000) > 0);
?>
--EXPECT--
string(2) "00"
bool(true)
string(2) "07"
bool(true)
bool(true)
