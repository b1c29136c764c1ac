--TEST--
date_default_timezone_set() with invalid ids
--FILE--
<?php
var_dump(date_default_timezone_set('Mars/Olympus'));
var_dump(date_default_timezone_set(''));
var_dump(date_default_timezone_set('+02:00'));
var_dump(date_default_timezone_get());
?>
--EXPECTF--

Notice: date_default_timezone_set(): Timezone ID 'Mars/Olympus' is invalid in %s on line 2
bool(false)

Notice: date_default_timezone_set(): Timezone ID '' is invalid in %s on line 3
bool(false)

Notice: date_default_timezone_set(): Timezone ID '+02:00' is invalid in %s on line 4
bool(false)
string(3) "UTC"
