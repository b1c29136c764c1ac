--TEST--
JIT: an uncaught exception's trace through directly called functions, and runaway recursion
--INI--
memory_limit=32M
--FILE--
<?php
function down($n) {
    if ($n == 0) {
        throw new LogicException("bottom");
    }
    return down($n - 1) + 1;
}
function level($i) { return $i < 1999 ? $i : down(3); }
function forever($n) { return forever($n + 1) + 1; }
$s = 0;
try {
    for ($i = 0; $i < 2000; $i++) { $s += level($i); }
} catch (LogicException $e) {
    echo $e->getTraceAsString(), "\n";
}
echo $s, "\n";
register_shutdown_function(function () { echo "shutdown\n"; });
forever(0);
--EXPECTF--
#0 %s(6): down(0)
#1 %s(6): down(1)
#2 %s(6): down(2)
#3 %s(8): down(3)
#4 %s(12): level(1999)
#5 {main}
1997001

Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate %d bytes) in %s on line 9
shutdown
