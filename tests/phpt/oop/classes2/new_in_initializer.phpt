--TEST--
new in parameter defaults, static variable initialisers and global constants (8.1)
--FILE--
<?php
class Logger { public function __construct(public string $name = 'default') {} }
class Svc { public function __construct(private Logger $l = new Logger('param')) {} function n() { return $this->l->name; } }
echo (new Svc)->n(), "\n";
echo (new Svc(new Logger('given')))->n(), "\n";
function f() { static $x = new Logger('static'); return $x; }
var_dump(f() === f());
const L = new Logger('const');
echo L->name, "\n";
--EXPECT--
param
given
bool(true)
const
