--TEST--
conditionally declared class
--FILE--
<?php
if (true) { class C1 { const V = 1; } }
echo C1::V, "\n"; var_dump(class_exists('C2')); if (false) { class C2 {} }
--EXPECT--
1
bool(false)
