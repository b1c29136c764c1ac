--TEST--
Magic constants inside namespaced functions, methods and closures
--FILE--
<?php
namespace N\S;
function f() { return [__FUNCTION__, __NAMESPACE__]; }
class C {
    function m() { return [__CLASS__, __METHOD__, __FUNCTION__]; }
    function cl() { return (function () { return [__FUNCTION__, __METHOD__, __CLASS__]; })(); }
}
var_dump(f(), (new C)->m(), (new C)->cl());
--EXPECT--
array(2) {
  [0]=>
  string(5) "N\S\f"
  [1]=>
  string(3) "N\S"
}
array(3) {
  [0]=>
  string(5) "N\S\C"
  [1]=>
  string(8) "N\S\C::m"
  [2]=>
  string(1) "m"
}
array(3) {
  [0]=>
  string(13) "N\S\{closure}"
  [1]=>
  string(13) "N\S\{closure}"
  [2]=>
  string(5) "N\S\C"
}
