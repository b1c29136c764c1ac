--TEST--
newInstance checks repetition
--FILE--
<?php
#[Attribute] class Once {}
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)] class Many { public function __construct(public $n = 0) {} }
#[Once] #[Once] #[Many(1)] #[Many(2)] class C {}
$a = (new ReflectionClass('C'))->getAttributes();
try { $a[0]->newInstance(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump($a[2]->newInstance()->n, $a[3]->newInstance()->n, $a[3]->isRepeated());
?>
--EXPECT--
Attribute "Once" must not be repeated
int(1)
int(2)
bool(true)
