--TEST--
JIT: memory_limit stops a hot loop that grows a string
--INI--
memory_limit=16M
--FILE--
<?php
$s = "";
$x = str_repeat("x", 1000);
for ($i = 0; ; $i++) {
    $s .= $x;
    $j = $i + 1;
}
--EXPECTF--

Fatal error: Allowed memory size of 16777216 bytes exhausted (tried to allocate %d bytes) in %s on line 5
