--TEST--
an object stored somewhere by its own destructor survives it
--FILE--
<?php
class R { public static $keep; function __destruct() { echo "dtor\n"; self::$keep = $this; } }
$r = new R;
unset($r);
var_dump(R::$keep instanceof R);
R::$keep = null;
echo "end\n";
--EXPECT--
dtor
bool(true)
end
