--TEST--
nullsafe ?-> short-circuits the rest of the chain
--FILE--
<?php
class N { public ?N $next = null; public $v; function __construct($v) { $this->v = $v; } function nx() { return $this->next; } }
$a = new N(1); $a->next = new N(2);
var_dump($a?->next?->v, $a?->next?->next?->v, $a->nx()?->nx()?->v);
$null = null;
function side() { echo "side effect\n"; return 1; }
var_dump($null?->foo(side()));
var_dump($null?->a->b->c);
var_dump(isset($null?->a), empty($null?->a));
--EXPECT--
int(2)
NULL
NULL
NULL
NULL
bool(false)
bool(true)
