--TEST--
Enums serialize as E: and unserialize to the same case
--FILE--
<?php
enum Suit: string { case Hearts = 'H'; case Spades = 'S'; }
enum Pure { case One; }
$s = serialize([Suit::Hearts, Pure::One]);
echo $s, "\n";
$u = unserialize($s);
var_dump($u[0] === Suit::Hearts, $u[1] === Pure::One);
var_dump(unserialize('E:11:"Suit:Nothing";'));
--EXPECTF--
a:2:{i:0;E:11:"Suit:Hearts";i:1;E:8:"Pure:One";}
bool(true)
bool(true)

Notice: unserialize(): Error at offset 17 of 20 bytes in %s on line 8
bool(false)
