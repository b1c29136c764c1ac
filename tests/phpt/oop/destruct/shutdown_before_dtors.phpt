--TEST--
Shutdown functions run before the global objects are destroyed
--FILE--
<?php
class D { function __construct(public $n) { echo "make {$this->n}\n"; } function __destruct() { echo "destroy {$this->n}\n"; } }
register_shutdown_function(function() { global $a; echo "shutdown sees {$a->n}\n"; });
$a = new D('a');
echo "end\n";
--EXPECT--
make a
end
shutdown sees a
destroy a
