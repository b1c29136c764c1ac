--TEST--
ReflectionEnum basics
--FILE--
<?php
enum Suit: string { case Hearts = 'H'; case Spades = 'S'; const Wild = self::Spades; }
enum Pure { case One; case Two; }
$e = new ReflectionEnum('Suit');
var_dump($e->isBacked(), (string) $e->getBackingType(), $e->isEnum(), $e->isFinal());
foreach ($e->getCases() as $c) echo get_class($c), ' ', $c->getName(), ' ', $c->getBackingValue(), "\n";
var_dump($e->getCase('Hearts')->getValue() === Suit::Hearts);
var_dump($e->hasCase('Wild'), $e->hasCase('Spades'));
try { $e->getCase('Wild'); } catch (ReflectionException $e2) { echo $e2->getMessage(), "\n"; }
try { $e->getCase('Nope'); } catch (ReflectionException $e2) { echo $e2->getMessage(), "\n"; }
$p = new ReflectionEnum(Pure::One);
var_dump($p->isBacked(), $p->getBackingType());
foreach ($p->getCases() as $c) echo get_class($c), ' ', $c->name, "\n";
try { new ReflectionEnum('stdClass'); } catch (ReflectionException $e2) { echo $e2->getMessage(), "\n"; }
?>
--EXPECT--
bool(true)
string(6) "string"
bool(true)
bool(true)
ReflectionEnumBackedCase Hearts H
ReflectionEnumBackedCase Spades S
bool(true)
bool(false)
bool(true)
Suit::Wild is not a case
Case Suit::Nope does not exist
bool(false)
NULL
ReflectionEnumUnitCase One
ReflectionEnumUnitCase Two
Class "stdClass" is not an enum
