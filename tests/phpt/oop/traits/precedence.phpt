--TEST--
class methods override trait methods, which override inherited ones
--FILE--
<?php
class Base { function who() { return "Base"; } function only() { return "base-only"; } }
trait T { function who() { return "T>" . parent::who(); } function only() { return "trait"; } }
class A extends Base { use T; function only() { return "class"; } }
$a = new A;
echo $a->who(), " ", $a->only(), "\n";
--EXPECT--
T>Base class
