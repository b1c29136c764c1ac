--TEST--
Call-site caches of static and instance method calls: the called class, visibility and the resolved method follow the class and scope of each call
--FILE--
<?php
class A {
    public static function who() { return "A:" . static::class; }
    public static function via() { return self::who() . "|" . static::who() . "|" . A::who(); }
    private static function secret() { return "A-secret"; }
    public static function callSecret($c) { return $c::secret(); }
    public function name() { return "A->" . static::class; }
    public function twice() { return $this->name() . "," . $this->name(); }
}
class B extends A {
    public static function who() { return "B:" . static::class; }
    public static function up() { return parent::who() . "/" . parent::via(); }
    public function name() { return "B->" . static::class; }
}
class C extends B {}

// One site, the class changing under it.
foreach (["A", "B", "C", "A", "C"] as $cls) {
    echo $cls::who(), " ", $cls::via(), "\n";
}
echo B::up(), "\n", C::up(), "\n";

// The same private method from inside and from outside its class.
echo A::callSecret("A"), "\n";
foreach ([0, 1] as $i) {
    try {
        echo A::secret(), "\n";
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}

// One instance-call site, objects of different classes.
foreach ([new A, new B, new C, new A, new C] as $o) {
    echo $o->name(), " ", $o->twice(), "\n";
}

// A method replaced by __call for an object of another class at the same site.
class D { public function __call($n, $a) { return "D::__call($n)"; } }
foreach ([new A, new D, new A] as $o) {
    echo $o->name(), "\n";
}

// Recursion through a cached site: frames are released in order.
function depth($n) { return $n == 0 ? 0 : 1 + depth($n - 1); }
echo depth(50), " ", depth(3), "\n";
--EXPECT--
A:A A:A|A:A|A:A
B:B A:B|B:B|A:A
B:C A:C|B:C|A:A
A:A A:A|A:A|A:A
B:C A:C|B:C|A:A
A:B/A:B|B:B|A:A
A:C/A:C|B:C|A:A
A-secret
Error: Call to private method A::secret() from global scope
Error: Call to private method A::secret() from global scope
A->A A->A,A->A
B->B B->B,B->B
B->C B->C,B->C
A->A A->A,A->A
B->C B->C,B->C
A->A
D::__call(name)
A->A
50 3
