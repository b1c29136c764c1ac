--TEST--
constructor promotion with visibility, defaults, readonly and by-reference parameters
--FILE--
<?php
class P {
    public function __construct(
        public int $x,
        protected string $y = "y",
        private readonly array $z = [],
        public ?P $next = null,
    ) {}
    function z() { return $this->z; }
}
$p = new P(1, next: new P(2));
var_dump($p);
--EXPECT--
object(P)#1 (4) {
  ["x"]=>
  int(1)
  ["y":protected]=>
  string(1) "y"
  ["z":"P":private]=>
  array(0) {
  }
  ["next"]=>
  object(P)#2 (4) {
    ["x"]=>
    int(2)
    ["y":protected]=>
    string(1) "y"
    ["z":"P":private]=>
    array(0) {
    }
    ["next"]=>
    NULL
  }
}
