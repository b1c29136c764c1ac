--TEST--
Objects holding a closure that captured $this keep memory bounded
--FILE--
<?php
class H {
    public $cb;
    public $name;
    function __construct($n) { $this->name = $n; $this->cb = function () { return $this->name; }; }
}
class U {
    public $cb;
    function __construct() { $self = $this; $this->cb = fn() => $self; }
}
$base = memory_get_usage();
$max = 0;
for ($i = 0; $i < 300000; $i++) {
    $h = new H($i);
    $u = new U;
    if ($i % 1000 == 0) { $max = max($max, memory_get_usage() - $base); }
}
var_dump(($h->cb)(), ($u->cb)() === $u);
unset($h, $u);
var_dump($max < 8 * 1024 * 1024);
gc_collect_cycles();
var_dump(memory_get_usage() - $base < 1024 * 1024);
--EXPECT--
int(299999)
bool(true)
bool(true)
bool(true)
