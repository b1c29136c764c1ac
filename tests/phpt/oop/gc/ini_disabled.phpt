--TEST--
zend.enable_gc=0 starts with the collector off
--INI--
zend.enable_gc=0
--FILE--
<?php
var_dump(gc_enabled(), ini_get("zend.enable_gc"));
$a = new stdClass; $a->a = $a; unset($a);
var_dump(gc_collect_cycles());
--EXPECT--
bool(false)
string(1) "0"
int(0)
