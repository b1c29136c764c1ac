--TEST--
A subclass can set the protected message, code, file and line
--FILE--
<?php
class MyEx extends Exception {
    protected $message = 'default message';
    protected $code = 99;
    public function __construct() { $this->line = 1234; $this->file = 'custom.php'; }
}
$e = new MyEx;
var_dump($e->getMessage(), $e->getCode(), $e->getLine(), $e->getFile());
class Coded extends Exception { public function __construct($m) { parent::__construct("[$m]", 5); } }
var_dump((new Coded('x'))->getMessage());
--EXPECT--
string(15) "default message"
int(99)
int(1234)
string(10) "custom.php"
string(3) "[x]"
