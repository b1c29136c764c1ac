--TEST--
JsonSerializable controls json_encode of objects
--FILE--
<?php
class Money implements JsonSerializable {
    public function __construct(private int $cents) {}
    public function jsonSerialize(): mixed { return ['amount' => $this->cents / 100, 'currency' => 'EUR']; }
}
class Plain { public $a = 1; protected $b = 2; private $c = 3; }
echo json_encode([new Money(1250), new Plain]), "\n";
class Thrower implements JsonSerializable { public function jsonSerialize(): mixed { throw new LogicException('nope'); } }
try { json_encode(new Thrower); } catch (LogicException $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
[{"amount":12.5,"currency":"EUR"},{"a":1}]
nope
