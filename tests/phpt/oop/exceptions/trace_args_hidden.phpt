--TEST--
zend.exception_ignore_args=1 hides arguments in traces and uncaught output
--INI--
zend.exception_ignore_args=1
--FILE--
<?php
class A { function m($x) { $f = function ($y) { throw new Exception("hidden $y"); }; $f($x); } }
function outer($s) { (new A)->m($s); }
try { outer('secret'); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; var_dump(isset($e->getTrace()[0]['args'])); }
outer('again');
--EXPECTF--
#0 %s(2): A->{closure}()
#1 %s(3): A->m()
#2 %s(4): outer()
#3 {main}
bool(false)

Fatal error: Uncaught Exception: hidden again in %s:2
Stack trace:
#0 %s(2): A->{closure}()
#1 %s(3): A->m()
#2 %s(5): outer()
#3 {main}
  thrown in %s on line 2
