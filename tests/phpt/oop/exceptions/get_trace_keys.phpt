--TEST--
getTrace() frame keys (file, line, function, class, type, args) for constructors and functions
--FILE--
<?php
function thrower() { throw new RuntimeException('deep'); }
class Svc { function __construct() { thrower(); } }
function make() { return new Svc; }
try { make(); } catch (Exception $e) {
    foreach ($e->getTrace() as $i => $f) { echo $i, ' ', implode(',', array_keys($f)), ' ', $f['function'], "\n"; }
}
$e = new Exception('top');
var_dump($e->getTrace(), $e->getTraceAsString());
--EXPECT--
0 file,line,function,args thrower
1 file,line,function,class,type,args __construct
2 file,line,function,args make
array(0) {
}
string(9) "#0 {main}"
