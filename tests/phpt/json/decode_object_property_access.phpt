--TEST--
reading decoded properties
--FILE--
<?php
$o = json_decode('{"name":"x","list":[1,2,3],"sub":{"k":true}}');
var_dump($o->name, $o->list[2], $o->sub->k, isset($o->missing));
--EXPECT--
string(1) "x"
int(3)
bool(true)
bool(false)
