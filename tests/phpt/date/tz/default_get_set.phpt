--TEST--
date_default_timezone_set() and get
--FILE--
<?php
var_dump(date_default_timezone_get());
var_dump(date_default_timezone_set('Europe/Paris'));
var_dump(date_default_timezone_get());
var_dump(date_default_timezone_set('europe/paris'));
var_dump(date_default_timezone_get());
var_dump(date_default_timezone_set('UTC'));
var_dump(date_default_timezone_get());
?>
--EXPECT--
string(3) "UTC"
bool(true)
string(12) "Europe/Paris"
bool(true)
string(12) "europe/paris"
bool(true)
string(3) "UTC"
