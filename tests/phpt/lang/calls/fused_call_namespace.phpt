--TEST--
Calls in a namespace: a namespaced function shadows the global one, otherwise the global fallback runs
--FILE--
<?php
namespace App;

function strlen($s) { return "ns-strlen($s)"; }
function abs($x) { return "ns-abs($x)"; }

echo strlen("abc"), "\n";
echo abs(-4), "\n";
echo \abs(-4), "\n";
echo max(2, 8), " ", strpos("hello", "l"), "\n";
echo substr("namespace", 4), "\n";
--EXPECT--
ns-strlen(abc)
ns-abs(-4)
4
8 2
space
