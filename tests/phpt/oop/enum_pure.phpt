--TEST--
pure enum
--FILE--
<?php
enum Suit { case Hearts; case Spades; }
$s = Suit::Hearts; var_dump($s === Suit::Hearts, $s === Suit::Spades, $s->name, $s instanceof UnitEnum); echo count(Suit::cases()), "\n";
--EXPECT--
bool(true)
bool(false)
string(6) "Hearts"
bool(true)
2
