--TEST--
Traces keep the frame of a built-in that called another built-in, directly (a callback) or through user code (array_map, preg_replace_callback, usort, iterator_apply, debug_print_backtrace)
--FILE--
<?php
function show(Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }
function f($x) { return intdiv($x, 0); }
try { array_map('intdiv', [1], [0]); } catch (Error $e) { show($e); }
try { array_map('f', [1]); } catch (Error $e) { show($e); }
try { preg_replace_callback('/a/', 'strtoupper', 'abc'); } catch (TypeError $e) { show($e); }
$a = [[1], [2]];
try { usort($a, 'strcmp'); } catch (TypeError $e) { show($e); }
try { array_map(fn($x) => array_map('intdiv', [$x], [0]), [7]); } catch (Error $e) { show($e); }
try {
    array_map(fn($s) => json_decode($s, false, 512, JSON_THROW_ON_ERROR), ['[1]', '{bad']);
} catch (JsonException $e) {
    show($e);
    $t = $e->getTrace();
    echo count($t), ' ', $t[0]['function'], ' ', isset($t[0]['file']) ? 'file' : 'no file', ' ',
        $t[2]['function'], ' ', $t[2]['line'], ' ', count($t[2]['args']), "\n";
}
function g($v) { debug_print_backtrace(); return $v; }
array_map(fn($v) => array_map('g', [$v]), [3]);
$a = [3, 1, 2];
usort($a, function ($x, $y) {
    if ($x == 3) {
        try { throw new Exception('caught inside'); } catch (Exception $e) { show($e); }
    }
    return $x <=> $y;
});
class K { function m() { return array_map([$this, 'n'], [1]); } function n($v) { return intdiv($v, 0); } }
try { (new K)->m(); } catch (Error $e) { show($e); }
$it = new ArrayIterator([1, 2]);
try { iterator_apply($it, 'intdiv', [1, 0]); } catch (Error $e) { show($e); }
--EXPECTF--
DivisionByZeroError: Division by zero
#0 [internal function]: intdiv(1, 0)
#1 %s(4): array_map('intdiv', Array, Array)
#2 {main}
DivisionByZeroError: Division by zero
#0 %s(3): intdiv(1, 0)
#1 [internal function]: f(1)
#2 %s(5): array_map('f', Array)
#3 {main}
TypeError: strtoupper(): Argument #1 ($string) must be of type string, array given
#0 [internal function]: strtoupper(Array)
#1 %s(6): preg_replace_callback('/a/', 'strtoupper', 'abc')
#2 {main}
TypeError: strcmp(): Argument #1 ($string1) must be of type string, array given
#0 [internal function]: strcmp(Array, Array)
#1 %s(8): usort(Array, 'strcmp')
#2 {main}
DivisionByZeroError: Division by zero
#0 [internal function]: intdiv(7, 0)
#1 %s(9): array_map('intdiv', Array, Array)
#2 [internal function]: {closure}(7)
#3 %s(9): array_map(Object(Closure), Array)
#4 {main}
JsonException: Syntax error
#0 %s(11): json_decode('{bad', false, 512, 4194304)
#1 [internal function]: {closure}('{bad')
#2 %s(11): array_map(Object(Closure), Array)
#3 {main}
3 json_decode file array_map 11 2
#0 [internal function]: g(3)
#1 %s(19): array_map('g', Array)
#2 [internal function]: {closure}(3)
#3 %s(19): array_map(Object(Closure), Array)
Exception: caught inside
#0 [internal function]: {closure}(3, 1)
#1 %s(21): usort(Array, Object(Closure))
#2 {main}
Exception: caught inside
#0 [internal function]: {closure}(3, 2)
#1 %s(21): usort(Array, Object(Closure))
#2 {main}
DivisionByZeroError: Division by zero
#0 %s(27): intdiv(1, 0)
#1 [internal function]: K->n(1)
#2 %s(27): array_map(Array, Array)
#3 %s(28): K->m()
#4 {main}
DivisionByZeroError: Division by zero
#0 [internal function]: intdiv(1, 0)
#1 %s(30): iterator_apply(Object(ArrayIterator), 'intdiv', Array)
#2 {main}
