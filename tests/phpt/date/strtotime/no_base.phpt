--TEST--
strtotime() without a base timestamp
--FILE--
<?php
date_default_timezone_set('UTC');
var_dump(abs(strtotime('now') - time()) < 5);
var_dump(strtotime('2021-03-15 10:00:00'));
var_dump(strtotime('tomorrow') > time());
var_dump(strtotime('yesterday') < time());
var_dump(strtotime('garbage'));
var_dump(strtotime('2021-03-15', null));
?>
--EXPECT--
bool(true)
int(1615802400)
bool(true)
bool(true)
bool(false)
int(1615766400)
