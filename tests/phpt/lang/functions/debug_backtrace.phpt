--TEST--
debug_backtrace() and debug_print_backtrace(): frames, objects, options, limit, callbacks
--FILE--
<?php
class A {
    function m($x) { return debug_backtrace(); }
    static function s() { return debug_backtrace(DEBUG_BACKTRACE_IGNORE_ARGS); }
    function p() { debug_print_backtrace(); }
}
function f($a, $b = 2) { return (new A)->m($a); }
function g() { return A::s(); }
$t = f(1);
foreach ($t as $fr) { echo implode(',', array_keys($fr)), ' ', $fr['function'], ' ', $fr['line'] ?? '-', "\n"; }
var_dump($t[0]['object'] instanceof A, $t[0]['args'], $t[1]['args']);
print_r(g());
var_dump(debug_backtrace());
function outer() { (new A)->p(); }
outer();
function lim() { return count(debug_backtrace(0, 1)); }
var_dump(lim());
var_dump(DEBUG_BACKTRACE_PROVIDE_OBJECT, DEBUG_BACKTRACE_IGNORE_ARGS);
$c = function () { return debug_backtrace()[0]; };
print_r(array_keys($c()));
--EXPECTF--
file,line,function,class,object,type,args m 7
file,line,function,args f 9
bool(true)
array(1) {
  [0]=>
  int(1)
}
array(1) {
  [0]=>
  int(1)
}
Array
(
    [0] => Array
        (
            [file] => %s
            [line] => 8
            [function] => s
            [class] => A
            [type] => ::
        )

    [1] => Array
        (
            [file] => %s
            [line] => 12
            [function] => g
        )

)
array(0) {
}
#0 %s(14): A->p()
#1 %s(15): outer()
int(1)
int(1)
int(2)
Array
(
    [0] => file
    [1] => line
    [2] => function
    [3] => args
)
