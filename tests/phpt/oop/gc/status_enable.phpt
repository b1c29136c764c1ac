--TEST--
gc_status, gc_enable, gc_disable, gc_enabled and zend.enable_gc
--FILE--
<?php
var_dump(gc_enabled());
var_dump(array_keys(gc_status()));
var_dump(gc_status()["threshold"], gc_status()["runs"], gc_status()["collected"]);
gc_disable();
var_dump(gc_enabled(), ini_get("zend.enable_gc"));
gc_enable();
var_dump(gc_enabled(), ini_get("zend.enable_gc"));
var_dump(ini_set("zend.enable_gc", "0"));
var_dump(gc_enabled());
ini_set("zend.enable_gc", "1");
var_dump(gc_enabled());
var_dump(gc_enable());
var_dump(is_int(gc_mem_caches()));
--EXPECT--
bool(true)
array(4) {
  [0]=>
  string(4) "runs"
  [1]=>
  string(9) "collected"
  [2]=>
  string(9) "threshold"
  [3]=>
  string(5) "roots"
}
int(10001)
int(0)
int(0)
bool(false)
string(1) "0"
bool(true)
string(1) "1"
string(1) "1"
bool(false)
bool(true)
NULL
bool(true)
