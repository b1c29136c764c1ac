--TEST--
get_class_methods() and ReflectionClass::getMethods() list a class's own methods first, then its parent's, its traits', its interfaces' (php's order)
--FILE--
<?php
interface I { function i(); function t(); }
interface J extends I { function j(); }
trait T { function t() {} function u() {} function f() {} }
class A { function f() {} function h() {} private function priv() {} }
class B extends A implements I { use T; function i() {} function z() {} }
abstract class C extends B implements J { function k() {} }
enum E: string implements I { use T; case X = 'x'; function i() {} }
enum P { case X; function q() {} }
abstract class Q implements IteratorAggregate, Countable { function a() {} }
class R extends Exception { function mine() {} }
foreach (['A', 'B', 'C', 'E', 'P', 'Q', 'J', 'R'] as $c) {
    echo $c, ': ', implode(' ', get_class_methods($c)), "\n";
    echo $c, ' (reflection): ', implode(' ', array_map(fn($m) => $m->name, (new ReflectionClass($c))->getMethods())), "\n";
}
foreach (['RecursiveArrayIterator', 'ErrorException', 'SplQueue', 'LimitIterator', 'SplMinHeap', 'SplFixedArray', 'SplObjectStorage', 'RecursiveIteratorIterator', 'CallbackFilterIterator', 'JsonException', 'Generator', 'Closure', 'ArrayIterator', 'ArrayObject', 'SplDoublyLinkedList'] as $c) {
    echo $c, ': ', implode(' ', get_class_methods($c)), "\n";
}
--EXPECT--
A: f h
A (reflection): f h priv
B: i z f h t u
B (reflection): i z f h t u
C: k i z f h t u j
C (reflection): k i z f h t u j
E: i cases from tryFrom t u f
E (reflection): i cases from tryFrom t u f
P: q cases
P (reflection): q cases
Q: a getIterator count
Q (reflection): a getIterator count
J: j i t
J (reflection): j i t
R: mine __construct __wakeup getMessage getCode getFile getLine getTrace getPrevious getTraceAsString __toString
R (reflection): mine __construct __wakeup getMessage getCode getFile getLine getTrace getPrevious getTraceAsString __toString
RecursiveArrayIterator: hasChildren getChildren __construct offsetExists offsetGet offsetSet offsetUnset append getArrayCopy count getFlags setFlags asort ksort uasort uksort natsort natcasesort unserialize serialize __serialize __unserialize rewind current key next valid seek __debugInfo
ErrorException: __construct getSeverity __wakeup getMessage getCode getFile getLine getTrace getPrevious getTraceAsString __toString
SplQueue: enqueue dequeue add pop shift push unshift top bottom __debugInfo count isEmpty setIteratorMode getIteratorMode offsetExists offsetGet offsetSet offsetUnset rewind current key prev next valid unserialize serialize __serialize __unserialize
LimitIterator: __construct rewind valid next seek getPosition getInnerIterator key current
SplMinHeap: extract insert top count isEmpty rewind current key next valid recoverFromCorruption isCorrupted __debugInfo
SplFixedArray: __construct __wakeup __serialize __unserialize count toArray fromArray getSize setSize offsetExists offsetGet offsetSet offsetUnset getIterator jsonSerialize
SplObjectStorage: attach detach contains addAll removeAll removeAllExcept getInfo setInfo count rewind valid key current next unserialize serialize offsetExists offsetGet offsetSet offsetUnset getHash __serialize __unserialize __debugInfo
RecursiveIteratorIterator: __construct rewind valid key current next getDepth getSubIterator getInnerIterator beginIteration endIteration callHasChildren callGetChildren beginChildren endChildren nextElement setMaxDepth getMaxDepth
CallbackFilterIterator: __construct accept rewind next getInnerIterator valid key current
JsonException: __construct __wakeup getMessage getCode getFile getLine getTrace getPrevious getTraceAsString __toString
Generator: rewind valid current key next send throw getReturn
Closure: bind bindTo call fromCallable
ArrayIterator: __construct offsetExists offsetGet offsetSet offsetUnset append getArrayCopy count getFlags setFlags asort ksort uasort uksort natsort natcasesort unserialize serialize __serialize __unserialize rewind current key next valid seek __debugInfo
ArrayObject: __construct offsetExists offsetGet offsetSet offsetUnset append getArrayCopy count getFlags setFlags asort ksort uasort uksort natsort natcasesort unserialize serialize __serialize __unserialize getIterator exchangeArray setIteratorClass getIteratorClass __debugInfo
SplDoublyLinkedList: add pop shift push unshift top bottom __debugInfo count isEmpty setIteratorMode getIteratorMode offsetExists offsetGet offsetSet offsetUnset rewind current key prev next valid unserialize serialize __serialize __unserialize
