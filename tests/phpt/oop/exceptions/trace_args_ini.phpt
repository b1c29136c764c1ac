--TEST--
zend.exception_ignore_args=0 shows arguments in the trace
--INI--
zend.exception_ignore_args=0
--FILE--
<?php
function f($i, $s, $a, $o, $n, $fl, $b) { throw new Exception('x'); }
try { f(1, 'a long string value over fifteen', [1, 2], new stdClass, null, 1.5, true); }
catch (Exception $e) { echo $e->getTraceAsString(), "\n"; var_dump(count($e->getTrace()[0]['args'])); }
--EXPECTF--
#0 %s(3): f(1, 'a long string v...', Array, Object(stdClass), NULL, 1.5, true)
#1 {main}
int(7)
