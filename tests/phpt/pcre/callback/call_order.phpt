--TEST--
callbacks run in match order
--FILE--
<?php
$i = 0;
var_dump(preg_replace_callback('/\w/', function ($m) use (&$i) { return ++$i; }, 'a-b-c'));
var_dump($i);
--EXPECT--
string(5) "1-2-3"
int(3)
