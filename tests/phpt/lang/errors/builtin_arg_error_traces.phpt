--TEST--
Argument errors of built-ins (count, types) show the built-in's frame in traces, with its arguments, as php's do; calls php compiles inline do not
--FILE--
<?php
function t($f) {
    try {
        $f();
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
    }
}
function inner() { return str_pad("x", 1, []); }
$x = 5;
$o = new stdClass;
t(fn() => inner());
t(fn() => array_sum([1], 2));
t(fn() => strlen());
t(fn() => new ArrayObject(1, 2, 3, 4));
t(fn() => (new ArrayObject([]))->offsetGet());
t(fn() => (new DateTime())->setTime("x", 1));
t(fn() => DateTime::createFromFormat());
t(fn() => strlen(foo: 1));
t(fn() => str_pad("a", length: 3, nope: 1));
t(fn() => array_map("nope", [1]));
t(fn() => intdiv(1, 0));
t(fn() => str_repeat("x", -1));
t(fn() => implode(",", 5));
t(fn() => in_array(1, $x));
t(fn() => in_array(1, [1, 2], $o));
t(fn() => ord([]));
t(fn() => chr([]));
t(fn() => intval([], []));
t(fn() => is_int());
t(fn() => gettype());
t(fn() => array_slice(5, 1));
t(fn() => defined([]));
t(fn() => constant([]));
// Compiled to instructions of their own by php: no frame.
t(fn() => strlen([]));
t(fn() => \strlen($o));
t(fn() => count($x));
t(fn() => array_key_exists(1, $x));
t(fn() => get_class(5));
t(fn() => call_user_func_array("strlen", 5));
// Errors inside an extension class's methods.
t(fn() => new DateTimeZone("Bogus"));
t(fn() => (new SplFixedArray(2))->offsetGet(5));
t(fn() => SplFixedArray::fromArray([1], 5, 6));
--EXPECTF--
TypeError: str_pad(): Argument #3 ($pad_string) must be of type string, array given
#0 %s(9): str_pad('x', 1, Array)
#1 %s(12): inner()
#2 %s(4): {closure}()
#3 %s(12): t(Object(Closure))
#4 {main}
ArgumentCountError: array_sum() expects exactly 1 argument, 2 given
#0 %s(13): array_sum(Array, 2)
#1 %s(4): {closure}()
#2 %s(13): t(Object(Closure))
#3 {main}
ArgumentCountError: strlen() expects exactly 1 argument, 0 given
#0 %s(14): strlen()
#1 %s(4): {closure}()
#2 %s(14): t(Object(Closure))
#3 {main}
ArgumentCountError: ArrayObject::__construct() expects at most 3 arguments, 4 given
#0 %s(15): ArrayObject->__construct(1, 2, 3, 4)
#1 %s(4): {closure}()
#2 %s(15): t(Object(Closure))
#3 {main}
ArgumentCountError: ArrayObject::offsetGet() expects exactly 1 argument, 0 given
#0 %s(16): ArrayObject->offsetGet()
#1 %s(4): {closure}()
#2 %s(16): t(Object(Closure))
#3 {main}
TypeError: DateTime::setTime(): Argument #1 ($hour) must be of type int, string given
#0 %s(17): DateTime->setTime('x', 1)
#1 %s(4): {closure}()
#2 %s(17): t(Object(Closure))
#3 {main}
ArgumentCountError: DateTime::createFromFormat() expects at least 2 arguments, 0 given
#0 %s(18): DateTime::createFromFormat()
#1 %s(4): {closure}()
#2 %s(18): t(Object(Closure))
#3 {main}
Error: Unknown named parameter $foo
#0 %s(4): {closure}()
#1 %s(19): t(Object(Closure))
#2 {main}
Error: Unknown named parameter $nope
#0 %s(4): {closure}()
#1 %s(20): t(Object(Closure))
#2 {main}
TypeError: array_map(): Argument #1 ($callback) must be a valid callback or null, function "nope" not found or invalid function name
#0 %s(21): array_map('nope', Array)
#1 %s(4): {closure}()
#2 %s(21): t(Object(Closure))
#3 {main}
DivisionByZeroError: Division by zero
#0 %s(22): intdiv(1, 0)
#1 %s(4): {closure}()
#2 %s(22): t(Object(Closure))
#3 {main}
ValueError: str_repeat(): Argument #2 ($times) must be greater than or equal to 0
#0 %s(23): str_repeat('x', -1)
#1 %s(4): {closure}()
#2 %s(23): t(Object(Closure))
#3 {main}
TypeError: implode(): Argument #2 ($array) must be of type ?array, int given
#0 %s(24): implode(',', 5)
#1 %s(4): {closure}()
#2 %s(24): t(Object(Closure))
#3 {main}
TypeError: in_array(): Argument #2 ($haystack) must be of type array, int given
#0 %s(25): in_array(1, 5)
#1 %s(4): {closure}()
#2 %s(25): t(Object(Closure))
#3 {main}
TypeError: in_array(): Argument #3 ($strict) must be of type bool, stdClass given
#0 %s(26): in_array(1, Array, Object(stdClass))
#1 %s(4): {closure}()
#2 %s(26): t(Object(Closure))
#3 {main}
TypeError: ord(): Argument #1 ($character) must be of type string, array given
#0 %s(27): ord(Array)
#1 %s(4): {closure}()
#2 %s(27): t(Object(Closure))
#3 {main}
TypeError: chr(): Argument #1 ($codepoint) must be of type int, array given
#0 %s(28): chr(Array)
#1 %s(4): {closure}()
#2 %s(28): t(Object(Closure))
#3 {main}
TypeError: intval(): Argument #2 ($base) must be of type int, array given
#0 %s(29): intval(Array, Array)
#1 %s(4): {closure}()
#2 %s(29): t(Object(Closure))
#3 {main}
ArgumentCountError: is_int() expects exactly 1 argument, 0 given
#0 %s(30): is_int()
#1 %s(4): {closure}()
#2 %s(30): t(Object(Closure))
#3 {main}
ArgumentCountError: gettype() expects exactly 1 argument, 0 given
#0 %s(31): gettype()
#1 %s(4): {closure}()
#2 %s(31): t(Object(Closure))
#3 {main}
TypeError: array_slice(): Argument #1 ($array) must be of type array, int given
#0 %s(32): array_slice(5, 1)
#1 %s(4): {closure}()
#2 %s(32): t(Object(Closure))
#3 {main}
TypeError: defined(): Argument #1 ($constant_name) must be of type string, array given
#0 %s(33): defined(Array)
#1 %s(4): {closure}()
#2 %s(33): t(Object(Closure))
#3 {main}
TypeError: constant(): Argument #1 ($name) must be of type string, array given
#0 %s(34): constant(Array)
#1 %s(4): {closure}()
#2 %s(34): t(Object(Closure))
#3 {main}
TypeError: strlen(): Argument #1 ($string) must be of type string, array given
#0 %s(4): {closure}()
#1 %s(36): t(Object(Closure))
#2 {main}
TypeError: strlen(): Argument #1 ($string) must be of type string, stdClass given
#0 %s(4): {closure}()
#1 %s(37): t(Object(Closure))
#2 {main}
TypeError: count(): Argument #1 ($value) must be of type Countable|array, int given
#0 %s(4): {closure}()
#1 %s(38): t(Object(Closure))
#2 {main}
TypeError: array_key_exists(): Argument #2 ($array) must be of type array, int given
#0 %s(4): {closure}()
#1 %s(39): t(Object(Closure))
#2 {main}
TypeError: get_class(): Argument #1 ($object) must be of type object, int given
#0 %s(4): {closure}()
#1 %s(40): t(Object(Closure))
#2 {main}
TypeError: call_user_func_array(): Argument #2 ($args) must be of type array, int given
#0 %s(4): {closure}()
#1 %s(41): t(Object(Closure))
#2 {main}
Exception: DateTimeZone::__construct(): Unknown or bad timezone (Bogus)
#0 %s(43): DateTimeZone->__construct('Bogus')
#1 %s(4): {closure}()
#2 %s(43): t(Object(Closure))
#3 {main}
RuntimeException: Index invalid or out of range
#0 %s(44): SplFixedArray->offsetGet(5)
#1 %s(4): {closure}()
#2 %s(44): t(Object(Closure))
#3 {main}
ArgumentCountError: SplFixedArray::fromArray() expects at most 2 arguments, 3 given
#0 %s(45): SplFixedArray::fromArray(Array, 5, 6)
#1 %s(4): {closure}()
#2 %s(45): t(Object(Closure))
#3 {main}
