--TEST--
class_implements() and ReflectionClass::getInterfaceNames() list interfaces in php's order
--FILE--
<?php
interface I {}
interface J extends I {}
interface K extends J, Countable {}
class A extends Exception {}
class B extends ErrorException {}
class C extends ArgumentCountError {}
class D extends Exception implements J {}
class F extends D implements Countable { function count(): int { return 0; } }
class S { function __toString(): string { return ''; } }
class S2 implements I { function __toString(): string { return ''; } }
class S3 extends S2 implements J {}
abstract class S4 implements K, IteratorAggregate {}
abstract class S5 extends S4 {}
abstract class S6 extends S5 implements ArrayAccess {}
enum En: string implements JsonSerializable { case A = 'a'; function jsonSerialize(): mixed { return 1; } }
enum P { case X; }
$names = ['I', 'J', 'K', 'A', 'B', 'C', 'D', 'F', 'S', 'S2', 'S3', 'S4', 'S5', 'S6', 'En', 'P',
  'Generator', 'SplFixedArray', 'SplMinHeap', 'SplPriorityQueue', 'CachingIterator',
  'RecursiveIteratorIterator', 'WeakMap', 'IteratorIterator', 'LimitIterator', 'DatePeriod'];
foreach ($names as $c) {
    echo $c, ': ', implode(',', class_implements($c)), "\n";
    echo '   ', implode(',', (new ReflectionClass($c))->getInterfaceNames()), "\n";
}
--EXPECT--
I: 
   
J: I
   I
K: J,Countable,I
   J,Countable,I
A: Throwable,Stringable
   Throwable,Stringable
B: Stringable,Throwable
   Stringable,Throwable
C: Throwable,Stringable
   Throwable,Stringable
D: Stringable,Throwable,J,I
   Stringable,Throwable,J,I
F: Stringable,Throwable,J,I,Countable
   Stringable,Throwable,J,I,Countable
S: Stringable
   Stringable
S2: I,Stringable
   I,Stringable
S3: I,Stringable,J
   I,Stringable,J
S4: K,IteratorAggregate,I,Countable,J,Traversable
   K,IteratorAggregate,I,Countable,J,Traversable
S5: Traversable,J,Countable,I,IteratorAggregate,K
   Traversable,J,Countable,I,IteratorAggregate,K
S6: Traversable,J,Countable,I,IteratorAggregate,K,ArrayAccess
   Traversable,J,Countable,I,IteratorAggregate,K,ArrayAccess
En: JsonSerializable,UnitEnum,BackedEnum
   JsonSerializable,UnitEnum,BackedEnum
P: UnitEnum
   UnitEnum
Generator: Iterator,Traversable
   Iterator,Traversable
SplFixedArray: IteratorAggregate,Traversable,ArrayAccess,Countable,JsonSerializable
   IteratorAggregate,Traversable,ArrayAccess,Countable,JsonSerializable
SplMinHeap: Countable,Traversable,Iterator
   Countable,Traversable,Iterator
SplPriorityQueue: Iterator,Traversable,Countable
   Iterator,Traversable,Countable
CachingIterator: Stringable,Iterator,Traversable,OuterIterator,ArrayAccess,Countable
   Stringable,Iterator,Traversable,OuterIterator,ArrayAccess,Countable
RecursiveIteratorIterator: OuterIterator,Traversable,Iterator
   OuterIterator,Traversable,Iterator
WeakMap: ArrayAccess,Countable,IteratorAggregate,Traversable
   ArrayAccess,Countable,IteratorAggregate,Traversable
IteratorIterator: OuterIterator,Traversable,Iterator
   OuterIterator,Traversable,Iterator
LimitIterator: Iterator,Traversable,OuterIterator
   Iterator,Traversable,OuterIterator
DatePeriod: IteratorAggregate,Traversable
   IteratorAggregate,Traversable
