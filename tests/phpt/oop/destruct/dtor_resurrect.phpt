--TEST--
A destructor that stores $this keeps the object alive
--FILE--
<?php
class R { static $keep; function __destruct() { echo "dtor\n"; self::$keep = $this; } }
$r = new R;
unset($r);
var_dump(R::$keep instanceof R);
R::$keep = null;
echo "end\n";
--EXPECT--
dtor
bool(true)
end
