--TEST--
pure enum cases, identity, name and instanceof UnitEnum
--FILE--
<?php
enum Suit { case Hearts; case Spades; }
$h = Suit::Hearts;
var_dump($h === Suit::Hearts, $h == Suit::Spades, $h instanceof Suit, $h instanceof UnitEnum, $h instanceof BackedEnum);
echo $h->name, "\n";
var_dump($h);
var_dump(Suit::cases());
--EXPECT--
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
Hearts
enum(Suit::Hearts)
array(2) {
  [0]=>
  enum(Suit::Hearts)
  [1]=>
  enum(Suit::Spades)
}
